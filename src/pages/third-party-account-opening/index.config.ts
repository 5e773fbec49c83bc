import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('third-party-account-opening'))
