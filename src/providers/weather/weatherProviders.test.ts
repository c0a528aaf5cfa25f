import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEmbeddedStormDay } from './embeddedWeather.ts';
import { openMeteoProvider } from './openMeteo.ts';
import { WeatherUnavailable } from './weatherProvider.ts';

/** Answers of Open-Meteo's forecast and marine APIs, saved as fixtures (fixtures/*.json). */
const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

function fakeFetch(answers: Record<string, { status: number; body: string }>) {
  const asked: URL[] = [];
  const get = (async (input: URL | string) => {
    const url = new URL(String(input));
    asked.push(url);
    const answer = answers[url.hostname];
    if (!answer) throw new TypeError('fetch failed');
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { get, asked };
}

const marseille = { harbourId: 1, latitude: 43.2951, longitude: 5.3698 };
const from = new Date('2026-11-30T06:00:00Z');
const to = new Date('2026-11-30T12:00:00Z');

describe('the Open-Meteo adapter, on recorded answers', () => {
  it('asks for wind and gusts in knots and the wave height, hourly in UTC, for the point and the hours', async () => {
    const { get, asked } = fakeFetch({
      'api.open-meteo.com': { status: 200, body: recorded('openMeteoForecast') },
      'marine-api.open-meteo.com': { status: 200, body: recorded('openMeteoMarine') },
    });
    const hours = await openMeteoProvider({ fetch: get }).forecast(marseille, from, to);
    const wind = asked.find((u) => u.hostname === 'api.open-meteo.com') as URL;
    expect(Object.fromEntries(wind.searchParams)).toEqual({
      latitude: '43.2951',
      longitude: '5.3698',
      hourly: 'wind_speed_10m,wind_gusts_10m',
      wind_speed_unit: 'kn',
      timezone: 'UTC',
      start_hour: '2026-11-30T06:00',
      end_hour: '2026-11-30T11:00',
    });
    expect(asked.find((u) => u.hostname === 'marine-api.open-meteo.com')?.searchParams.get('hourly')).toBe(
      'wave_height',
    );
    expect(hours).toHaveLength(6);
    expect(hours[0]).toEqual({ hour: from, windKn: 12.4, gustKn: 19.8, waveM: 0.8, warning: null });
    expect(hours[4]).toMatchObject({ windKn: 23.2, gustKn: 38.1, waveM: 2.34 });
    // the marine grid had no figure for the last hour
    expect(hours[5]).toMatchObject({ gustKn: 36.9, waveM: null });
  });

  it('keeps the wind when the marine API has no grid for the point (400)', async () => {
    const { get } = fakeFetch({
      'api.open-meteo.com': { status: 200, body: recorded('openMeteoForecast') },
      'marine-api.open-meteo.com': {
        status: 400,
        body: '{"error":true,"reason":"No data is available for this location"}',
      },
    });
    const hours = await openMeteoProvider({ fetch: get }).forecast(marseille, from, to);
    expect(hours.map((h) => h.waveM)).toEqual([null, null, null, null, null, null]);
    expect(hours[4].gustKn).toBe(38.1);
  });

  it.each([
    ['unreachable', {}],
    ['an error status', { 'api.open-meteo.com': { status: 503, body: 'busy' } }],
    [
      'an answer without the series',
      { 'api.open-meteo.com': { status: 200, body: '{"hourly":{"time":[]}}' } },
    ],
  ])('fails with WeatherUnavailable when the forecast API is %s', async (_name, answers) => {
    const { get } = fakeFetch({
      ...answers,
      'marine-api.open-meteo.com': { status: 200, body: recorded('openMeteoMarine') },
    });
    await expect(openMeteoProvider({ fetch: get }).forecast(marseille, from, to)).rejects.toBeInstanceOf(
      WeatherUnavailable,
    );
  });
});

describe('the embedded forecast', () => {
  it('storms on about one harbour-day in ten, the same every time', () => {
    let storms = 0;
    for (let harbour = 1; harbour <= 50; harbour++) {
      for (let d = 1; d <= 20; d++) {
        const day = `2030-06-${String(d).padStart(2, '0')}`;
        if (isEmbeddedStormDay(harbour, day)) storms++;
        expect(isEmbeddedStormDay(harbour, day)).toBe(isEmbeddedStormDay(harbour, day));
      }
    }
    expect(storms).toBeGreaterThan(50);
    expect(storms).toBeLessThan(150);
  });
});
