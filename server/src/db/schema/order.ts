// Tables of the order area. Owned by that area; add tables here.
export {}
