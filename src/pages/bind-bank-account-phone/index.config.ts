import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('bind-bank-account-phone'))
