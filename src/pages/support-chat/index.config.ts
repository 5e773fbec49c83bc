import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('support-chat'))
