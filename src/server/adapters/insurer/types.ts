/** What the booking site asks the insurer: is this person an AIA HealthShield or Vitality member? */
export interface InsurerVerifyInput {
  /** Upper-cased NRIC/FIN or Vitality ID. */
  identificationNumber: string;
  /** 'yyyy-MM-dd'. */
  dateOfBirth: string;
  vitalityMembershipNo?: string;
}

export interface InsurerVerification {
  status: 'success' | 'not_found';
  isAiaMember: boolean;
  isVitalityMember: boolean;
  message: string;
  benefitProfileData: unknown;
}

export interface InsurerAdapter {
  verify(input: InsurerVerifyInput): Promise<InsurerVerification>;
}

/** The insurer could not answer (down, slow, or an answer we cannot read); callers fall back to standard pricing. */
export class InsurerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InsurerUnavailableError';
  }
}
