// Taro's H5 request loads jsonp-retry for `jsonp: true` requests; the app never makes one (all HTTP goes
// through src/services/request.ts as JSON over fetch). Should one appear, it fails loudly, not silently.
export default function jsonpRetry() {
  return Promise.reject(new Error('jsonp requests are not built into this app (config/h5-bundle.ts)'))
}
