import BridgeState, { useBridge } from '@/components/bridge-runner'
import PageLayout from '@/components/page-layout'
import { LOGIN_KEYS } from '@/constants/storage-keys'
import { finishWechatOauth, readWechatReturn, type WechatOauthState, type WechatReturn } from '@/flows/platform-login'

/**
 * Back from WeChat's authorise page with code and state: /wechat/userinfo logs in (or binds WeChat to the signed-in
 * account), or the shopper binds a phone first. Only an authorisation this tab started is continued.
 */
export default function WechatBridgePage() {
  const state = useBridge<WechatReturn>({
    read: (params, { session }) => readWechatReturn(params, session<WechatOauthState>(LOGIN_KEYS.wechatOauth)),
    run: finishWechatOauth,
    clearKeys: [LOGIN_KEYS.wechatOauth]
  })
  return (
    <PageLayout page='wechat-bridge'>
      <BridgeState state={state} runningText='正在登录' />
    </PageLayout>
  )
}
