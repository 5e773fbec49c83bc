import { pageConfig } from '../../constants/page-meta'

export default definePageConfig(pageConfig('mili-sdk-bridge'))
