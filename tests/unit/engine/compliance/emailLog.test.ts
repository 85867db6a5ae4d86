import { canGoToNextPage, canGoToPreviousPage, EMAIL_LOG_PAGE_SIZE } from '@/engine/compliance/emailLog';

describe('email log paging (compliance §2.9, §9)', () => {
  it('shows ten mails a page', () => {
    expect(EMAIL_LOG_PAGE_SIZE).toBe(10);
  });

  it.each([
    [1, 0, false],
    [1, 10, false],
    [1, 11, true],
    [2, 11, false],
    [2, 21, true],
    [3, 30, false],
  ])('on page %i of %i mails, Next is %s (only while page × size < total)', (page, total, next) => {
    expect(canGoToNextPage(page, EMAIL_LOG_PAGE_SIZE, total)).toBe(next);
  });

  it('allows Previous only above page 1', () => {
    expect(canGoToPreviousPage(1)).toBe(false);
    expect(canGoToPreviousPage(2)).toBe(true);
  });
});
