/**
 * The login rule of spec §5: the first three letters of the username equal, ignoring case, the
 * first three letters of the brand code of the current subdomain (both letters of a two-letter code). The browser checks it before
 * sending and the server checks it again.
 * @param userName - the username as typed
 * @param brandCode - the code of the brand of the current host
 * @returns true when the username may belong to this brand
 */
export function usernameMatchesBrand(userName: string, brandCode: string): boolean {
  // A two-letter brand code can only match two letters.
  const length = Math.min(3, brandCode.length);
  const prefix = userName.trim().slice(0, length).toLowerCase();
  return length > 0 && prefix === brandCode.slice(0, length).toLowerCase();
}
