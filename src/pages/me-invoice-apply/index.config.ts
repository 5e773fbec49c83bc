import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('me-invoice-apply'))
