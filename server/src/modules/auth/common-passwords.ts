/**
 * Passwords of 8+ characters that appear at the top of public breach lists, plus words a
 * criminology reviewer would guess first. Compared case-insensitively.
 */
export const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
12345678 123456789 1234567890 0123456789 87654321 987654321 9876543210 11111111 111111111 00000000
22222222 88888888 99999999 12121212 11223344 12341234 12344321 123123123 123321123 1234qwer qwer1234
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 1qaz2wsx
zaq12wsx zaq1zaq1 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 iloveyou iloveyou1 iloveyou2
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball welcome1
welcome123 admin123 admin1234 administrator letmein1 letmein123 trustno1 abc12345 abcd1234 abcdefgh
abcdefg1 superman batman123 michelle jennifer computer whatever starwars dragon12 master12 mustang1
shadow12 monkey12 charlie1 jordan23 freedom1 internet changeme changeme1 secret12 secret123 default1
football12 chocolate butterfly elizabeth samantha midnight1 liverpool1 pokemon1 blink182 rainbow1
mypassword mypassword1 newpassword goodluck1 loveyou1 lovelove iloveu123 66666666 77777777 55555555
44444444 33333333 10203040 01020304 147258369 159753123 741852963 789456123 qazwsxedc 1qazxsw2
philippines pilipinas mabuhay123 maganda123 pogi1234 crimreview crimreview1 crimreview123 criminology
criminology1 criminology123 criminologist boardexam boardexam1 reviewer1 reviewer123 police123 pnp12345
student1 student123 teacher1 letmein! welcome! password! qwerty!@ 1234567a a1234567 aa123456 abc123456
q1234567 zxcv1234 1234abcd test1234 testing1 testtest guest123 user1234 login123 hello123 hello1234`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
