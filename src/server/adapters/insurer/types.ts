/** What the booking site asks the insurer: is this person an AIA Health Shield or Vitality member? */
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
  /**
   * The insurer's profile of the member as it was sent: never passed on as it is. The members service
   * keeps only the programme and tier (summariseBenefitProfile, DESIGN §8.2).
   */
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
