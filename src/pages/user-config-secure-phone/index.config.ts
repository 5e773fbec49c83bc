import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('user-config-secure-phone'))
