/** An "emulator" that listens on a free loopback port and prints it as its first line, for the process tests. */
export function fakeEmulator(name = "fake-emulator") {
  return {
    name,
    command: process.execPath,
    args: ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>console.log(s.address().port));"],
  };
}
