/** Image upload (spec: data is a list whose first item is the uploaded file's address). */
export type UploadResult = string[]

/** Accepted image types, checked by the file's magic bytes, at most 5 MB. */
export type UploadImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'
