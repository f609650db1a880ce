import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isProtectedPath } from './protectedPaths';
import { qrApprovalLink } from './qrApprovalLink';
import { createAppServices } from '../services/appServices';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { screenRoutes } from '../routes/screenRoutes';

const requestId = '0b9d2c8e-4f6a-4e1b-9c3d-7a5e2f1b8c90';

describe('the link a QR sign-in code carries', () => {
  it("points at the approving screen on the app's own origin", () => {
    expect(qrApprovalLink('https://ordmarket.example', requestId)).toBe(
      `https://ordmarket.example/login/qr/${requestId}`,
    );
    expect(qrApprovalLink('http://192.0.2.7:8080', requestId)).toBe(`http://192.0.2.7:8080/login/qr/${requestId}`);
  });

  it('opens a public screen that reads the id from the path', () => {
    const path = new URL(qrApprovalLink('https://ordmarket.example', requestId)).pathname;
    const services = createAppServices({
      storage: new MemoryStorage(),
      apiBaseUrl: 'https://ordmarket.example',
      appOrigin: 'https://ordmarket.example',
    });
    const matched = matchRoutes(screenRoutes(services), path);
    expect(matched?.at(-1)?.params).toEqual({ requestId });
    expect(matched?.at(-1)?.route.path).not.toBe('*');
    expect(isProtectedPath(path)).toBe(false);
  });
});
