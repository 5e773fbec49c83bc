export default {
  component: true
}
