/** Compliance §9 "Email logs page size 10": the mails on one page of the email log. */
export const EMAIL_LOG_PAGE_SIZE = 10;

/**
 * Compliance §2.9: the next page may be asked for only while the mails shown so far
 * (page × size) are fewer than the total.
 * @param pageNumber - the page shown, from 1
 * @param pageSize - mails per page
 * @param totalCount - mails the filters match
 */
export function canGoToNextPage(pageNumber: number, pageSize: number, totalCount: number): boolean {
  return pageNumber * pageSize < totalCount;
}

/** Compliance §2.9: the previous page only above page 1. */
export function canGoToPreviousPage(pageNumber: number): boolean {
  return pageNumber > 1;
}
