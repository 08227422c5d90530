// Written by scripts/contracts/deploy.mjs when the local deployment changes. Do not edit.
// The same addresses as deployments/31337.json, typed for the tests; the hub reads the JSON.

export const localDeployments = {
  31337: {
    bearNft: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    bearToken: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    bearStaking: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  },
} as const;
