import type { IncomingMessage } from 'node:http';
import type { ThinkingMessage } from '@staffplan/core';
import { APIConnectionError, memorySessionStore } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createNodeClient } from './node-client';

// The SDK's thinking stream over Node's `ws`, against a real WebSocket server of the test.
let wss: WebSocketServer;
let url = '';
const tokens: string[] = [];

beforeAll(async () => {
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  url = `http://127.0.0.1:${(wss.address() as { port: number }).port}`;
  wss.on('connection', (socket, req: IncomingMessage) => {
    tokens.push(new URL(req.url ?? '/', 'http://x').searchParams.get('access_token') ?? '');
    const send = (m: unknown) => socket.send(typeof m === 'string' ? m : JSON.stringify(m));
    send({ type: 'ready' });
    setTimeout(() => {
      send({ type: 'thinking', content: 'a generation already running', generationId: 'g0' });
      send({ type: 'start', generationId: 'g1' });
      send({ type: 'thinking', content: 'other user? no: other generation', generationId: 'g0' });
      send('not json');
      send({ type: 'unknown-kind' });
      send({ type: 'thinking', content: 'Reading C.3. ', generationId: 'g1' });
      send({ type: 'thinking', content: 'Counting tickets.', generationId: 'g1' });
      send({ type: 'done', generationId: 'g1', planId: 'p1' });
    }, 20);
  });
});
afterAll(() => {
  wss.close();
});

describe('client.thinking.stream', () => {
  it('connects with the access token and yields one generation until its done message', async () => {
    const client = createNodeClient({ baseUrl: url, accessToken: 'tok-1', session: memorySessionStore() });
    const stream = client.thinking.stream('g1');
    await stream.opened;
    const seen: ThinkingMessage[] = [];
    for await (const message of stream) seen.push(message);
    expect(tokens.at(-1)).toBe('tok-1');
    expect(seen.map((m) => m.type)).toEqual(['ready', 'start', 'thinking', 'thinking', 'done']);
    expect(
      seen
        .filter((m) => m.type === 'thinking')
        .map((m) => (m as { content: string }).content)
        .join(''),
    ).toBe('Reading C.3. Counting tickets.');
  });

  it("with { follow: 'next' } follows the generation that starts next (async token getter)", async () => {
    const client = createNodeClient({
      baseUrl: url,
      accessToken: async () => 'tok-3',
      session: memorySessionStore(),
    });
    const stream = client.thinking.stream({ follow: 'next' });
    await stream.opened;
    const seen: string[] = [];
    for await (const message of stream)
      seen.push(message.type === 'thinking' ? message.content : message.type);
    expect(tokens.at(-1)).toBe('tok-3');
    expect(seen).toEqual(['ready', 'start', 'Reading C.3. ', 'Counting tickets.', 'done']);
  });

  it('without a generation id runs until close()', async () => {
    const client = createNodeClient({ baseUrl: url, accessToken: 'tok-2', session: memorySessionStore() });
    const stream = client.thinking.stream();
    const seen: string[] = [];
    for await (const message of stream) {
      seen.push(message.type);
      if (message.type === 'done') stream.close();
    }
    expect(seen).toContain('thinking');
    expect(seen.at(-1)).toBe('done');
  });

  it("fails with the overlay's connection error when the socket cannot open", async () => {
    const client = createNodeClient({
      baseUrl: 'http://127.0.0.1:9',
      accessToken: 't',
      session: memorySessionStore(),
    });
    const stream = client.thinking.stream();
    await expect(stream.opened).rejects.toBeInstanceOf(APIConnectionError);
    await expect(stream.opened).rejects.toThrow('Connection error. Please try again later.');
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow(
      'Connection error. Please try again later.',
    );
  });
});
