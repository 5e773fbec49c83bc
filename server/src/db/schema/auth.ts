// Tables of the auth area. Owned by that area; add tables here.
export {}
