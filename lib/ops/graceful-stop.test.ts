import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { until } from "@/lib/testing/until";

// A server as `npm start` runs it: in a process group of its own with an IPC channel to its starter
// (scripts/start.mjs). Killed outright, the starter sends no signal; the server stops all the same.

const root = path.resolve(__dirname, "../..");
const server = `const { stopOnSignal } = require("./lib/ops/graceful-stop.ts");
stopOnSignal(async () => console.log("stopped"), 5000);
setInterval(() => {}, 1000);
console.log("running");`;
const starter = `const child = require("node:child_process").spawn(process.execPath, ["--import", "tsx", "-e", ${JSON.stringify(server)}], {
  stdio: ["ignore", "inherit", "inherit", "ipc"],
  detached: true,
});
console.log(child.pid);
setInterval(() => {}, 1000);`;

let started: ChildProcess | undefined;
let serverPid: number | undefined;
const alive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};
afterAll(() => {
  for (const pid of [started?.pid, serverPid]) if (pid && alive(pid)) process.kill(-pid, "SIGKILL");
});

it("stops a server whose starter is killed outright, and not before", async () => {
  started = spawn(process.execPath, ["-e", starter], { cwd: root, stdio: ["ignore", "pipe", "inherit"], detached: true });
  let output = "";
  started.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const seen = (check: () => boolean, what: string) =>
    until(check, what, 20_000).catch((error: Error) => {
      throw new Error(`${error.message}; output: ${output}`);
    });
  await seen(() => output.includes("running"), "the server to start");
  serverPid = Number(output.split("\n")[0]);
  expect(output).not.toContain("stopped");

  process.kill(started.pid!, "SIGKILL");
  await seen(() => output.includes("stopped") && !alive(serverPid!), "the server to stop with its starter");
});
