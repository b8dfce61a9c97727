import type { Language } from '@kiosk/common/constants';

export const SET_USER_LANGUAGE = /* GraphQL */ `
  mutation SetUserLanguage($lang: Language!) {
    setUserLanguage(lang: $lang) {
      _id
      language
    }
  }
`;

export interface SetUserLanguageMutation {
  setUserLanguage: { _id: string; language: Language };
}

export type SetUserLanguageVariables = { lang: Language };

export const ACCEPT_TERMS = /* GraphQL */ `
  mutation AcceptTerms {
    acceptTerms {
      _id
      termsAccepted
    }
  }
`;

export interface AcceptTermsMutation {
  acceptTerms: { _id: string; termsAccepted: boolean };
}
