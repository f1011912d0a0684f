/**
 * The previous release: the commit whose server test/upgrade-previous-release.test.ts runs against
 * this release's schema (README, "Upgrading"). Today the last commit of the release before issues
 * 23 to 27 (migrations 0000 to 0013).
 *
 * When a release is cut, set this to that release's full commit id (`git rev-parse HEAD` on the
 * commit that shipped), so the next release is checked against it. The test builds that commit's
 * server from git history, so CI needs a full clone (a shallow one fails the test, saying so).
 */
export const PREVIOUS_RELEASE_COMMIT = '74a3a0ad17d8d53b3da0e07522629aa1e3adb22a';
