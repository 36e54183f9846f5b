import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseProfile,
  readProfiles,
  readStoredConfig,
  removeProfile,
  tokenPath,
  updateStoredConfig,
} from './profile-store.ts';

let home: string;
let env: NodeJS.ProcessEnv;
const mode = (path: string) => statSync(path).mode & 0o777;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'ops-profiles-'));
  env = { XDG_CONFIG_HOME: home };
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('the profile store', () => {
  it('reads the single config of before profiles as the default profile, keeping its sign-in, and moves it', () => {
    mkdirSync(join(home, 'ops'));
    const legacy = {
      api: 'http://old:8080',
      idToken: 'id',
      refreshToken: 'refresh',
      merchantCode: 'M-1',
      divisionCode: 'D-1',
    };
    writeFileSync(join(home, 'ops', 'config.json'), JSON.stringify(legacy));
    expect(readStoredConfig(env, 'default')).toEqual(legacy);
    expect(existsSync(join(home, 'ops', 'config.json'))).toBe(false);
    expect(readProfiles(env)).toEqual({
      current: 'default',
      profiles: { default: { api: 'http://old:8080', merchantCode: 'M-1', divisionCode: 'D-1' } },
    });
    expect(JSON.parse(readFileSync(tokenPath(env, 'default'), 'utf8'))).toEqual({
      idToken: 'id',
      refreshToken: 'refresh',
    });
    expect(mode(tokenPath(env, 'default'))).toBe(0o600);
    expect(mode(join(home, 'ops', 'profiles.json'))).toBe(0o600);
    expect(mode(join(home, 'ops', 'tokens'))).toBe(0o700);
  });

  it('keeps reading the old config’s sign-in where the tokens cannot be written', () => {
    const folder = join(home, 'ops');
    mkdirSync(folder);
    writeFileSync(join(folder, 'config.json'), JSON.stringify({ api: 'http://old:8080', idToken: 'id' }));
    // A file where the tokens' folder goes: nothing can be written there (a read-only folder, even for root).
    writeFileSync(join(folder, 'tokens'), '');
    expect(readStoredConfig(env, 'default')).toEqual({ api: 'http://old:8080', idToken: 'id' });
    expect(existsSync(join(folder, 'config.json'))).toBe(true);
  });

  it('keeps each profile’s tokens in a file of its own, readable by the user alone, and forgets them when unset', () => {
    updateStoredConfig(env, 'live', { api: 'https://ops.example.com', merchantCode: 'M-2', divisionCode: 'D-2' });
    updateStoredConfig(env, 'live', { idToken: 'live-id', refreshToken: 'live-refresh' });
    updateStoredConfig(env, 'default', { idToken: 'default-id' });
    expect(readStoredConfig(env, 'live')).toEqual({
      api: 'https://ops.example.com',
      merchantCode: 'M-2',
      divisionCode: 'D-2',
      idToken: 'live-id',
      refreshToken: 'live-refresh',
    });
    expect(readFileSync(join(home, 'ops', 'profiles.json'), 'utf8')).not.toContain('live-id');
    expect(mode(tokenPath(env, 'live'))).toBe(0o600);
    // A refreshed identity token keeps the refresh token it was not given.
    expect(updateStoredConfig(env, 'live', { idToken: 'renewed' })).toMatchObject({ refreshToken: 'live-refresh' });
    updateStoredConfig(env, 'live', { idToken: undefined, refreshToken: undefined });
    expect(existsSync(tokenPath(env, 'live'))).toBe(false);
    expect(readStoredConfig(env, 'live')).toEqual({
      api: 'https://ops.example.com',
      merchantCode: 'M-2',
      divisionCode: 'D-2',
    });
    expect(readStoredConfig(env, 'default')).toEqual({ idToken: 'default-id' });
  });

  it('removes a profile with its token file; the default profile is chosen again when it was the chosen one', () => {
    updateStoredConfig(env, 'live', { api: 'https://ops.example.com', idToken: 'live-id' });
    chooseProfile(env, 'live');
    expect(readProfiles(env).current).toBe('live');
    removeProfile(env, 'live');
    expect(readProfiles(env)).toEqual({ current: 'default', profiles: {} });
    expect(existsSync(tokenPath(env, 'live'))).toBe(false);
  });

  it('answers no profiles and no sign-in where nothing was ever stored', () => {
    expect(readProfiles(env)).toEqual({ profiles: {} });
    expect(readStoredConfig(env, 'default')).toEqual({});
  });
});
