// A jest reporter: CI's PostgreSQL + Redis pass (TEST_DATABASE_URL set) exists to run the tests the
// PGlite pass skips, so there a skipped test fails the run, named. Every skip in the suite is gated
// on TEST_DATABASE_URL or REDIS_URL; a pass that lost one of them would otherwise go green.
class NoSkipsWithPostgres {
  onRunComplete(_contexts, results) {
    if (!process.env.TEST_DATABASE_URL) return;
    const skipped = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => ["pending", "skipped", "todo", "disabled"].includes(test.status))
        .map((test) => `  ${file.testFilePath.replace(`${process.cwd()}/`, "")}: ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    this.error = new Error(`${skipped.length} tests were skipped on PostgreSQL, where every test must run:\n${skipped.join("\n")}`);
    console.error(this.error.message);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = NoSkipsWithPostgres;
