import type { ErasePersonalDataResult, PersonalData, PersonQuery } from '@domain/privacy/personal-data';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { withQuery } from '../query-string';

const PERSONAL_DATA_PATH = '/api/admin/personal-data';

/** GET /api/admin/personal-data: everything held about the person; the server audits each call as an export. */
export async function findPersonalData(query: PersonQuery): Promise<PersonalData> {
  const path = withQuery(PERSONAL_DATA_PATH, {
    identificationNumber: query.identificationNumber,
    email: query.email,
    mobileNumber: query.mobileNumber,
  });
  return (await apiGet<PersonalData>(path)).data;
}

/** POST /api/admin/personal-data/erase: refused with 409, nothing erased, while a visit is still ahead. */
export async function erasePersonalData(query: PersonQuery): Promise<ErasePersonalDataResult> {
  const body = {
    identificationNumber: query.identificationNumber,
    email: query.email,
    mobileNumber: query.mobileNumber,
  };
  return (await apiPost<ErasePersonalDataResult>(`${PERSONAL_DATA_PATH}/erase`, body)).data;
}

// Both are mutations, not cached queries: every look-up is an audited export that staff ask for, and
// what it answers (a person's whole record) stays with the page instead of in the shared query cache,
// where it would outlive the page and could be read again without a new audit entry.

export const useFindPersonalData = () => useMutation({ mutationFn: findPersonalData });

export const useErasePersonalData = () => useMutation({ mutationFn: erasePersonalData });
