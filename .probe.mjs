import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3460';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.request.post(`${base}/api/v6/auth/login`, { data: { email: 'manager@bosun.test', password: 'Bosun-demo-2026' } });
await page.goto(`${base}${process.env.P}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const chain = await page.evaluate(() => {
  const out = [];
  let el = document.querySelector('table') ?? document.body;
  while (el && el !== document.documentElement) {
    const cs = getComputedStyle(el);
    out.push(`${el.tagName}.${String(el.className).slice(0, 90)} w=${el.getBoundingClientRect().width} ov=${cs.overflowX} minW=${cs.minWidth} disp=${cs.display}`);
    el = el.parentElement;
  }
  return out;
});
console.log(chain.join('\n'));
await browser.close();
