// Written by scripts/contracts/deploy.mjs when the local deployment changes. Do not edit.
// Production addresses live in src/config/contracts.ts.

export const localDeployments = {
  31337: { bearNft: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
} as const;
