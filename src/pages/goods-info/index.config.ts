import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('goods-info'))
