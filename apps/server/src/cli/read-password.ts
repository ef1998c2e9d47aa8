import readline from 'node:readline';

/** Reads a line from the terminal without echoing it. */
export function readPassword(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // Echo nothing of what is typed after the prompt.
    output._writeToOutput = () => undefined;
  });
}
