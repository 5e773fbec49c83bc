// The H5 chunk of preview-image.h5.ts: the platform previewer, loaded on demand.
export { previewImages } from './preview-image'
