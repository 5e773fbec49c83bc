import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('opened-an-account-lottery'))
