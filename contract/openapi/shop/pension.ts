import type { RouteDocs } from '../types'

/** The pension account: banks, opening, cashback, withdrawals, identity, e-sign, prize draws (contract/api/pension.ts). */
export const shopPensionDocs: RouteDocs = {
  'GET /api/pension/account/logo/:file': { summary: "A bank's logo image" },
  'GET /doc/bank/protocol': { summary: "The bank's account protocol as an HTML page" },
  'POST /api/pension/account/banklist': { summary: 'The banks a pension account can be opened with' },
  'POST /api/pension/account/banklistv2': {
    summary: 'The banks a pension account can be opened with, with logos and limits'
  },
  'POST /api/pension/account/gfprotocol': { summary: "The bank's protocol text and link for the opening page" },
  'POST /api/pension/account/openurl': { summary: "The bank's page where the shopper opens the account" },
  'POST /api/pension/account/pre': { summary: 'Start an opening with the bank (with phone and card_no, the OTP step)' },
  'POST /api/pension/account/querycard': { summary: "The cards bound to the shopper's bank account" },
  'POST /api/pension/account/queryopen': { summary: 'Whether the bank account is opened yet' },
  'POST /api/v1/jst/bindsmallamountwithcheckcorp': {
    summary: 'Bind a corporate card: the bank sends a small amount to check it'
  },
  'POST /api/v1/jst/checkamountwithcorp': {
    summary: 'Check the small amount the bank sent (three wrong tries lock it for a while)'
  },
  'POST /api/v1/pensionaccount/apply': { summary: 'Apply to withdraw from the pension account to the bound card' },
  'POST /api/v1/pensionaccount/applyinfo': { summary: 'One withdrawal application' },
  'POST /api/v1/pensionaccount/applylist': { summary: "The shopper's withdrawal applications" },
  'POST /api/v1/pensionaccount/bindcardno': { summary: 'Bind a bank card to the pension account' },
  'POST /api/v1/pensionaccount/check': {
    summary: 'Whether the shopper may open a pension account, and what is missing'
  },
  'POST /api/v1/pensionaccount/checkbankno': { summary: 'Check a bank card number and name its bank' },
  'POST /api/v1/pensionaccount/exchangepension': { summary: 'Exchange points into the pension account' },
  'POST /api/v1/pensionaccount/flow2': { summary: "The pension account's money flow, a page at a time" },
  'POST /api/v1/pensionaccount/info2': {
    summary: 'The pension account: balance, cashback waiting and settled, the bound card'
  },
  'POST /api/v1/pensionaccount/monthes': { summary: "The months that have money flow, for the flow page's picker" },
  'POST /api/v1/pensionaccount/opa': { summary: "The bank's opening agreement (OPA) to show before opening" },
  'POST /api/v1/pensionaccount/open': {
    summary: 'Open the pension account once identity is verified and the agreement signed'
  },
  'POST /api/v1/pensionaccount/selection': { summary: 'Choose the bank to open the pension account with' },
  'POST /api/v1/pensionmanage/apply': { summary: 'Confirm the statement of a month (income, deposited, withdrawn)' },
  'POST /api/v1/pensionmanage/info': {
    summary: 'The pension totals: income, deposited, withdrawn, withdrawable, this and last month'
  },
  'POST /api/v1/pensionmanage/list': { summary: "A month's pension statement, by flow type" },
  'POST /api/v1/prizedrawactivity/info': { summary: 'The prize draw and whether the shopper may join' },
  'POST /api/v1/prizedrawactivity/result': { summary: "The shopper's draw result" },
  'POST /api/v1/prizedrawactivity/setaddress': { summary: 'Give the address a won prize ships to' },
  'POST /api/v1/prizedrawactivity/signup': { summary: 'Join the prize draw' },
  'POST /api/v1/user/auth': { summary: 'Start identity verification (real name and id number)' },
  'POST /api/v1/user/authresult': { summary: 'The result of identity verification' },
  'POST /api/v1/user/esign': { summary: 'The e-sign state of the pension agreement' },
  'POST /api/v1/user/fddauth': { summary: "Start the e-sign provider's identity check" },
  'POST /api/v1/user/fddauthresult': { summary: "The result of the e-sign provider's identity check" },
  'POST /api/v1/user/fddcreateaccount': { summary: "Create the shopper's account with the e-sign provider" },
  'POST /api/v1/user/fddsign': { summary: 'Get the page where the shopper signs the agreement' },
  'POST /api/v1/user/fddsignresult': { summary: 'Whether the agreement is signed' },
  'POST /api/v1/user/saveidentity': { summary: "Save the shopper's verified identity (name and id number)" },
  'POST /api/v1/wechat/scanpension': { summary: 'A scanned pension gift code: what it gives, and with get=1 claim it' }
}
