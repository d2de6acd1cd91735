// Tests stay quiet: the code under test logs JSON lines, which would bury jest's report. A test that
// checks its lines captures them with a logger of its own; LOG_LEVEL=debug shows the rest.
process.env.LOG_LEVEL ??= "silent";
