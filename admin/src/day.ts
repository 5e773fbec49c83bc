import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

/**
 * dayjs with its Chinese locale registered (antd's zh_CN date pickers switch to it). Pages import it from here,
 * not main.tsx, so the sign-in screen and the goods list never download it (bench:admin's first-screen budget).
 */
export default dayjs
