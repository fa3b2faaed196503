package httpapi

// chatRoutes are the assistant: asking (streamed), the user's conversations, share links and
// speech (docs/API-CHAT.md).
var chatRoutes = []Route{
	{"/api/Chat/GetChatConfig", QuerySide, false, chatConfig},
	{"/api/Chat/Ask", CommandSide, true, chatAsk},
	{"/api/Chat/GetChatList", QuerySide, true, chatList},
	{"/api/Chat/GetChatRecordList", QuerySide, true, chatRecords},
	{"/api/Chat/UpdateChatTitle", CommandSide, true, chatRename},
	{"/api/Chat/SetTop", CommandSide, true, chatSetTop},
	{"/api/Chat/DelChat", CommandSide, true, chatDelete},
	{"/api/Chat/ShareChat", CommandSide, true, chatShare},
	{"/api/Chat/RevokeShare", CommandSide, true, chatRevokeShare},
	{"/api/Chat/GetChatRecordListToShare", QuerySide, false, chatShared},
	{AudioPath, CommandSide, true, chatAudio},
	{"/api/Auth/ChatAISingleLogin", QuerySide, true, chatSingleLogin},
}

// AudioPath takes recorded questions (multipart, field "file").
const AudioPath = "/api/Chat/AudioToWords"
