/** Images in tests: the import is just a stable string. */
module.exports = 'test-file-stub'
