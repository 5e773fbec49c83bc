import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('pension-withdrawal-exception'))
