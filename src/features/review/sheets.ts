import ReviewListSheet from './review-list-sheet'
import ReviewSheet from './review-sheet'

/** The review sheets as the sections use them (sheets.h5.ts: loaded on the first tap on H5). */
export { ReviewListSheet, ReviewSheet }
