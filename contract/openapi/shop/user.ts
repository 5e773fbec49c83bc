import type { RouteDocs } from '../types'

/** Login and the shopper's account (contract/api/user.ts). */
export const shopUserDocs: RouteDocs = {
  'POST /api/v1/alipay/mplogin': { summary: "Log in from the Alipay mini program with my.getAuthCode's code" },
  'POST /api/v1/alipay/phonelogin': {
    summary: "手机号快捷登录 in the Alipay mini program (my.getPhoneNumber's answer)"
  },
  'POST /api/v1/user/applelogin': { summary: 'Sign in with Apple; a new account then binds a phone' },
  'POST /api/v1/user/bindphone': { summary: 'Bind a phone (with its SMS code) to a new third-party login' },
  'POST /api/v1/user/logout': { summary: 'Log out: the token ends' },
  'POST /api/v1/user/phoneedit': { summary: "Change the account's phone (the new one's SMS code)" },
  'POST /api/v1/user/phonelogin': { summary: 'Log in (or sign up) with phone and SMS code' },
  'POST /api/v1/user/profile': {
    summary: "The shopper's profile: nickname, avatar, phone (masked), verification state"
  },
  'POST /api/v1/user/setprofile': { summary: 'Change nickname or avatar' },
  'POST /api/v1/user/unregister': {
    summary: 'Close the account (refused while orders, after-sales or withdrawals are open)'
  },
  'POST /api/v1/wechat/applogin': { summary: "Log in from the app with WeChat's OAuth code" },
  'POST /api/v1/wechat/bindphone': { summary: 'Bind a phone (with its SMS code) to a new WeChat login' },
  'POST /api/v1/wechat/code': { summary: 'Log in on the H5 site inside WeChat with the OAuth code' },
  'POST /api/v1/wechat/mplogin': { summary: "Log in from the WeChat mini program with wx.login's code" },
  'POST /api/v1/wechat/phonelogin': { summary: "手机号快捷登录 in the WeChat mini program (getPhoneNumber's code)" },
  'POST /api/v1/wechat/userinfo': { summary: "Log in on the H5 site with WeChat's OAuth code (user-info scope)" }
}
