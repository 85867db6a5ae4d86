/** What the password rule says, for hints and the server's 400 Message. */
export const PASSWORD_POLICY_TEXT =
  'Your new password must be at least 10 characters long and contain an upper-case letter, a lower-case letter and a digit.';

/**
 * The password rule of the platform (decisions.md): 10 to 128 characters with an upper-case
 * letter, a lower-case letter and a digit. The reset screen checks it and the server again.
 * @param password - the proposed password
 */
export function passwordMeetsPolicy(password: string): boolean {
  return /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{10,128}$/s.test(password);
}
