// Stands in for a polyfill the target browsers (Chrome 109+, iOS 18.5+) do not need: see config/h5-bundle.ts.
export {}
