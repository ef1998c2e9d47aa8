/** One link's answer, per proof: a new proof (the password typed) is a new read. */
export const sharedKeys = {
  link: (token: string, proof: string | null) => ['shared', token, proof] as const,
};
