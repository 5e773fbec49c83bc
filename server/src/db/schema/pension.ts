// Tables of the pension area. Owned by that area; add tables here.
export {}
