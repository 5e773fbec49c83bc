import jsonpRetry from '../../config/stubs/jsonp-retry.js'

describe('jsonp-retry stub (H5 build)', () => {
  it('rejects a jsonp request instead of hanging', async () => {
    await expect(jsonpRetry('https://example.invalid/x', {})).rejects.toThrow(/jsonp/)
  })
})
