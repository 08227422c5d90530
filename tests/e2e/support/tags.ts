/**
 * The tag of the tests that take longest (over about 9 s under load): they mostly wait on poll
 * intervals or timeouts, or build a hub. playwright.config.ts hands them to the workers first, so
 * they run beside the short ones instead of at the end of the run, where one of them would keep
 * a single worker busy while the others have nothing left (longest first: the run's tail is
 * short). Tag a new test with it when it takes as long. The tests of a serial file are one group:
 * tag all of them or none (a group split between the projects would lose its order).
 */
export const LONG = '@long';
