/** The connect dialog's steps (specification, section 4). */
export type ConnectStep =
  | 'none'
  | 'learn'
  | 'get'
  | 'connect'
  | 'downloadOptions'
  | 'download'
  | 'mobileInstructions'
  | 'extensionInstructions';
