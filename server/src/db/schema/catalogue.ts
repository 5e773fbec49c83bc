// Tables of the catalogue area. Owned by that area; add tables here.
export {}
