// The few parts of smtp-server the tests use (the package ships no types).
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';

  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?(stream: Readable, session: unknown, callback: (error?: Error | null) => void): void;
  }

  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    server: import('node:net').Server;
  }
}
