import { SPEAKER_ROLE_NAMES, type TranscriptSpeakerView } from "#contracts/transcriptions/speakers";
import { Stethoscope, User } from "../ui/icons";

/**
 * A speaker as the transcript shows them: the name as text, with the role beside it once the clinician renamed
 * them (so 'Dr Rivera' still reads as the clinician). The role's icon and colour only repeat what the text says.
 */
export function SpeakerName({ speaker, compact = false }: { speaker: TranscriptSpeakerView; compact?: boolean }) {
  const roleName = SPEAKER_ROLE_NAMES[speaker.role];
  const Icon = speaker.role === "clinician" ? Stethoscope : User;
  return (
    <span className={`tx-speaker-name tx-role-${speaker.role}`}>
      {!compact && <Icon size={14} strokeWidth={2.25} />}
      <span className="tx-speaker-label">{speaker.name}</span>
      {speaker.name !== roleName && (
        <>
          {" "}
          <span className="tx-speaker-role">· {roleName}</span>
        </>
      )}
    </span>
  );
}
